public import GestureCore

// Tests write moments as seconds (`tick(at: 1.2)`); the library takes whole microseconds.
extension Timestamp: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral seconds: Double) { self.init(seconds: seconds) }
    public init(integerLiteral seconds: Int) { self.init(seconds: Double(seconds)) }
}
