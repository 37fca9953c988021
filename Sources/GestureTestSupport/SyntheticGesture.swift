/// A synthetic gesture written in percent of the axis ranges, for tests.
public struct SyntheticGesture: Sendable {}
