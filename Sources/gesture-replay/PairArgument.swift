/// Two numbers written `AxB` on the command line, as `--container` and `--pointer-start` take them.
///
/// The one parser of the form: ``GestureCore/Size`` and ``GestureCore/Point`` read their arguments
/// through it, and ArgumentParser refuses what it refuses, naming the flag and its `WIDTHxHEIGHT` or
/// `XxY` value name.
enum PairArgument {
    /// What separates the two numbers.
    static let separator: Character = "x"

    /// The two numbers of `text`, when it is two finite, non-negative numbers around ``separator``.
    ///
    /// A zero or an oversized side parses: the replay options' range check names those.
    /// - Parameter text: The argument, e.g. `390x844`.
    /// - Returns: The first and the second number, or nil when `text` is not of the form.
    static func numbers(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Double(parts[0]), let second = Double(parts[1]), first.isFinite,
            second.isFinite, first >= 0, second >= 0
        else { return nil }
        return (first, second)
    }
}
