extension Double {
    /// The value with exactly `decimals` digits after the point, rounded half away from zero, for
    /// text a person reads (`3.63`, `50.0`); `nan`, `inf` and `-inf` as such.
    /// - Parameter decimals: Digits after the point, 0…9.
    public func fixed(_ decimals: Int) -> String {
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        let places = Swift.min(Swift.max(decimals, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(self) * Double(scale)).rounded()
        guard scaled < 9e18 else { return String(self) }
        let units = Int64(scaled)
        let whole = String(units / scale)
        let sign = self < 0 && units != 0 ? "-" : ""
        guard places > 0 else { return sign + whole }
        let fraction = String(units % scale)
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
