extension SyntheticGesture {
    /// Percent of the synthetic touchpad's x range for a length in millimetres.
    static func touchpadPercentX(_ millimetres: Double) -> Double {
        millimetres / SyntheticDevice.touchpadSize.width * 100
    }

    /// Percent of the synthetic touchpad's y range for a length in millimetres.
    static func touchpadPercentY(_ millimetres: Double) -> Double {
        millimetres / SyntheticDevice.touchpadSize.height * 100
    }

    /// A multi-finger swipe on ``SyntheticDevice/touchpad``, written in millimetres: `fingers` fingers
    /// land together in a row 15 mm apart (the first at `x`, `y`, each next 1 mm lower, as a hand
    /// lies), move together by (`dx`, `dy`) over `duration`, rest, and lift together.
    /// - Parameters:
    ///   - fingers: How many fingers, 1…5.
    ///   - x: The first finger's x, mm from the left.
    ///   - y: The first finger's y, mm from the top.
    ///   - dx: Horizontal travel, mm (positive to the right).
    ///   - dy: Vertical travel, mm (positive down).
    ///   - duration: The move's duration, seconds.
    ///   - rest: The still time before the lift, seconds.
    ///   - profile: How speed varies along the move.
    ///   - rate: Frames per second (a touchpad's 125 Hz by default).
    /// - Returns: The gesture.
    /// - Throws: `BuildError` for an argument out of range.
    public static func touchpadSwipe(
        fingers: Int, x: Double = 20, y: Double = 30, dx: Double, dy: Double = 0, duration: Double,
        rest: Double = 0.2, profile: Profile = .decelerating, rate: Double = touchpadRate
    ) throws(BuildError) -> SyntheticGesture {
        var gesture = SyntheticGesture()
        let contacts = Array(0..<fingers)
        for contact in contacts {
            gesture = try gesture.touchDown(
                contact: contact, x: touchpadPercentX(x + 15 * Double(contact)),
                y: touchpadPercentY(y + Double(contact)))
        }
        gesture = try gesture.hold(1 / rate)
        gesture = try gesture.move(
            contacts: contacts, by: touchpadPercentX(dx), touchpadPercentY(dy), duration: duration, rate: rate,
            profile: profile)
        gesture = try gesture.hold(rest)
        for contact in contacts { gesture = try gesture.lift(contact: contact) }
        return gesture
    }

    /// A touchpad's report rate, Hz.
    public static let touchpadRate = 125.0
}
