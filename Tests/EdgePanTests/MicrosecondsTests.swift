import GestureCore
import Testing

/// The one conversion between event microseconds and seconds, checked against evemu's and libinput
/// record's `sec.usec` written by hand.
@Suite struct MicrosecondsTests {
    /// `1.000250` is 1 000 250 µs and back; a time before the epoch splits toward zero, as `/` and `%`.
    @Test func secondsAndMicrosecondsRoundTrip() {
        #expect(Microseconds.time(seconds: 1, micros: 250) == 1_000_250)
        #expect(Microseconds.split(1_000_250) == (1, 250))
        #expect(Microseconds.split(-1_500_000) == (-1, -500_000))
    }

    /// Differences are in seconds (750 ms), periods whole microseconds (60 Hz: 16 666 µs), and seconds
    /// given by a user round to the nearest microsecond unless asked otherwise.
    @Test func differencesPeriodsAndUserSeconds() {
        #expect(Microseconds.seconds(from: 1_250_000, to: 2_000_000) == 0.75)
        #expect(Microseconds.seconds(from: 2_000_000, to: 1_250_000) == -0.75)
        #expect(Microseconds.period(hertz: 60) == 16_666)
        #expect(Microseconds.micros(seconds: 0.0000015) == 2)
        #expect(Microseconds.micros(seconds: 0.0000011, rounding: .up) == 2)
    }
}
