public import ArgumentParser
public import GestureCore

/// A size given as `WIDTHxHEIGHT` in points (`--container 390x844`).
extension Size: ExpressibleByArgument {
    /// How help and messages name the form: `WIDTHxHEIGHT`.
    static let argumentForm = "WIDTH\(PairArgument.separator)HEIGHT"

    /// The size `argument` writes as `WIDTHxHEIGHT`, in points.
    /// - Parameter argument: The option's value, e.g. `390x844`.
    public init?(argument: String) {
        guard let (width, height) = PairArgument.numbers(argument) else { return nil }
        self.init(width: width, height: height)
    }

    /// The size as it is written on the command line.
    public var defaultValueDescription: String { "\(width)\(PairArgument.separator)\(height)" }
}
