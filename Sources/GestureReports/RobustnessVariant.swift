import GestureCore
/// One perturbed replay of a recording: which perturbations it applies and with what values, all
/// drawn from the run's seed and the variant's number, so `v7` of seed 1 is the same everywhere.
package struct RobustnessVariant: Sendable, Hashable {
    /// A kind of perturbation.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The contacts resampled at another report rate (60, 90, 120 or 240 Hz) with a random scan
        /// phase, positions interpolated linearly between the recorded frames.
        case resample
        /// Every frame's timestamp moved by up to ±``RobustnessVariant/jitterAmplitude``.
        case jitter
        /// Every position moved by Gaussian noise with the axis's fuzz as its deviation, or 0.2 mm
        /// when the axis has no fuzz (one device unit when it has no resolution either).
        case noise
        /// One frame of motion lost.
        case drop
        /// The frame clock's ticks shifted by a random fraction of a frame.
        case phase
    }

    /// The report rates resampling picks from, Hz: 60 (older touch panels and many touchpads), 90,
    /// 120 (current phones) and 240 (gaming phones and tablets' touch sampling).
    package static let rates = [60, 90, 120, 240]
    /// The largest timestamp error jitter adds, microseconds: 2 ms, "a few ms" (issue 18), the order of
    /// a USB full-speed HID polling interval (1–8 ms) and of a touch controller's scan period.
    package static let jitterAmplitude: Int64 = 2000
    /// The position noise for axes without fuzz, millimetres (issue 18): about a tenth of a finger's
    /// contact width, the repeatability touch controllers are specified to.
    package static let noiseMillimeters = 0.2
    /// Mixes a variant's number into the run's seed before hashing it into the variant's own seed
    /// (an odd constant unrelated to SplitMix64's increment, so variants' sequences never overlap:
    /// the multiplier of Steele and Vigna's LXM generators, "Computationally easy, spectrally good
    /// multipliers", 2021).
    static let seedStride: UInt64 = 0xD1B5_4A32_D192_ED03

    /// The variant's number, from 1.
    package var number: Int
    /// The perturbations applied.
    package var kinds: Set<Kind>
    /// The report rate resampling uses, Hz.
    package var rate: Int
    /// Where resampling's grid starts, as a fraction of its period after the first event (0…1).
    package var gridOffset: Double
    /// The frame clock's phase, as a fraction of a frame (0…1).
    package var phase: Double
    /// Which droppable frame is lost, as a fraction of their count (0…1).
    package var dropPosition: Double
    /// The seed of the jitter draws.
    package var jitterSeed: UInt64
    /// The seed of the noise draws.
    package var noiseSeed: UInt64

    /// Draws variant `number` of a run with `seed`.
    ///
    /// Every value is drawn whatever `kinds` holds, in a fixed order, so choosing fewer kinds leaves
    /// the others' values unchanged.
    package init(number: Int, seed: UInt64, kinds: Set<Kind>) {
        var mixer = RobustnessGenerator(seed: seed ^ (UInt64(number) &* Self.seedStride))
        var generator = RobustnessGenerator(seed: mixer.next())
        self.number = number
        self.kinds = kinds
        rate = Self.rates[generator.index(below: Self.rates.count)]
        gridOffset = generator.unit()
        phase = generator.unit()
        dropPosition = generator.unit()
        jitterSeed = generator.next()
        noiseSeed = generator.next()
    }

    /// The variant's name, `v7`.
    package var name: String { "v\(number)" }

    /// The clock phase in microseconds for a frame clock at `fps` (0 unless ``Kind/phase`` is applied).
    package func clockPhase(fps: Int) -> UInt64 {
        guard kinds.contains(.phase) else { return 0 }
        return UInt64(phase * Double(Microseconds.period(hertz: fps)))
    }
}
