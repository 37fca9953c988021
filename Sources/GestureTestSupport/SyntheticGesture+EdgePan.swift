import EdgePan
public import GestureCore

extension SyntheticGesture {
    /// The gesture as recognizer input in a container of `size` points, optionally with noise.
    ///
    /// Percent becomes points (`x% · width / 100`, `y% · height / 100`). With `noise` above 0, each
    /// `down` and `move` location is offset on each axis by a value uniform in `−noise…noise` points
    /// from a generator seeded with `seed` (SplitMix64), so every run gets the same samples. A lift
    /// or cancel reports the contact's last (noisy) location, as an evdev lift reports no new position.
    /// - Parameters:
    ///   - size: The container, points.
    ///   - noise: The largest offset per axis, points; 0 for none.
    ///   - seed: The generator's seed.
    /// - Returns: One `TouchSample` per sample, in order.
    public func touchSamples(in size: Size, noise: Double = 0, seed: UInt64 = 0) -> [TouchSample] {
        var state = seed
        var last: [Int: Point] = [:]
        var result: [TouchSample] = []
        result.reserveCapacity(samples.count)
        for sample in samples {
            var location = Point(x: sample.x * size.width / 100, y: sample.y * size.height / 100)
            let phase = Self.touchPhase(of: sample.phase)
            switch phase {
            case .down, .move:
                if noise > 0 {
                    location.x += noise * Self.symmetricUnit(&state)
                    location.y += noise * Self.symmetricUnit(&state)
                }
                last[sample.contact] = location
            case .up, .cancel:
                location = last[sample.contact] ?? location
                last[sample.contact] = nil
            }
            result.append(
                TouchSample(
                    contact: sample.contact, phase: phase, location: location,
                    time: Timestamp(microseconds: sample.time)))
        }
        return result
    }

    /// The recognizer's phase for a synthetic one.
    private static func touchPhase(of phase: Phase) -> TouchPhase {
        switch phase {
        case .down: .down
        case .move: .move
        case .up: .up
        case .cancel: .cancel
        }
    }

    /// The next value of a SplitMix64 generator (Steele, Lea, Flood 2014) mapped to −1…1.
    private static func symmetricUnit(_ state: inout UInt64) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let unit = Double(z >> 11) / Double(UInt64(1) << 53)  // 0..<1 with 53 random bits
        return unit * 2 - 1
    }
}
