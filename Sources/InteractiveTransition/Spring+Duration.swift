extension Spring {
    /// How long the spring moves before it counts as at rest, in seconds.
    ///
    /// With ``clamps`` this is ``firstArrival``. Otherwise it follows libadwaita's
    /// `calculate_duration` (`adw-spring-animation.c`): for an under- or critically damped spring the
    /// time at which the envelope `e^(−βt)` falls to ``epsilon``, `−ln(ε)/β`; for an over-damped one
    /// Newton's method on the position itself, starting from that time. Like libadwaita (which
    /// returns whole milliseconds) the result is rounded down to the millisecond. A spring without
    /// damping never rests; this returns `.infinity` for it.
    public var settlingDuration: Double {
        if clamps { return firstArrival }
        let b = beta
        guard b > 0, b.isFinite else { return .infinity }
        var t = -log(epsilon) / b
        if isCriticallyDamped || b < omega0 { return Self.wholeMilliseconds(t) }
        for _ in 0..<Self.maximumNewtonSteps {
            let error = position(at: t) - 1
            if abs(error) <= epsilon { break }
            let slope = velocity(at: t)
            guard slope != 0, slope.isFinite else { break }
            t -= error / slope
        }
        return Self.wholeMilliseconds(t)
    }

    /// Seconds rounded down to a whole millisecond, as libadwaita's `guint` durations.
    static func wholeMilliseconds(_ seconds: Double) -> Double {
        (seconds * 1000).rounded(.down) / 1000
    }

    /// The first whole millisecond at which the spring is within ``epsilon`` of the target or past it,
    /// in seconds.
    ///
    /// libadwaita's `get_first_zero` steps one millisecond at a time from 0; this does the same, so
    /// a clamped libadwaita spring animation and this one end on the same millisecond. A spring that
    /// has not arrived after ``maximumMilliseconds`` ends there (libadwaita gives up with 0 instead).
    public var firstArrival: Double {
        for millisecond in 0...Self.maximumMilliseconds {
            let time = Double(millisecond) / 1000
            if 1 - position(at: time) <= epsilon { return time }
        }
        return Double(Self.maximumMilliseconds) / 1000
    }
}
