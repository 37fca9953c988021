/// A peer that could not be compiled although its library is installed.
public struct PeerBuildFailure: Error, CustomStringConvertible {
    /// The compiler's complaint.
    public let message: String
    /// The message.
    public var description: String { message }
}
