public import ArgumentParser
public import GestureCore

/// A point given as `XxY` in points (`--pointer-start 0x400`).
extension Point: ExpressibleByArgument {
    /// How help and messages name the form: `XxY`.
    static let argumentForm = "X\(PairArgument.separator)Y"

    /// The point `argument` writes as `XxY`, in points.
    /// - Parameter argument: The option's value, e.g. `0x400`.
    public init?(argument: String) {
        guard let (x, y) = PairArgument.numbers(argument) else { return nil }
        self.init(x: x, y: y)
    }

    /// The point as it is written on the command line.
    public var defaultValueDescription: String { "\(x)\(PairArgument.separator)\(y)" }
}
