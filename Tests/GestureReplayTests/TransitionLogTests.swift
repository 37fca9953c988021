import GestureCore
import GestureInteraction
import GestureReplay
import InteractiveTransition
import JSONLines
import Testing

/// The summary's packed transition list reads back every member as it was written, nil or not.
@Suite struct TransitionLogTests {
    static func full() -> ReplaySummary.TransitionResult {
        var result = ReplaySummary.TransitionResult(operation: .pop, interactive: true)
        result.outcome = .cancelled
        result.rule = .projection
        result.releasePercent = 0.625
        result.releaseVelocity = -12.5
        result.releasedAt = Timestamp(microseconds: 1)
        result.completedAt = Timestamp(microseconds: UInt64.max)
        result.settleDuration = 0.35
        result.stateAfter = NavigationState(stack: 3, presented: false)
        return result
    }

    @Test func everyMemberReadsBackAsWritten() {
        var onlyPresented = ReplaySummary.TransitionResult(operation: .present, interactive: false)
        onlyPresented.stateAfter = NavigationState(presented: true)
        var untrackedState = ReplaySummary.TransitionResult(operation: .dismiss, interactive: true)
        untrackedState.stateAfter = NavigationState()
        let results = [
            Self.full(), ReplaySummary.TransitionResult(operation: .push, interactive: false), onlyPresented,
            untrackedState,
        ]
        var log = TransitionLog()
        for result in results { log.append(result) }
        #expect(Array(log) == results)
        #expect(log.count == 4)
        #expect(log.last == untrackedState)
        #expect(log[0].releasePercent == 0.625)
    }

    @Test func anElementCanBeUpdatedInPlace() {
        var log: TransitionLog = [ReplaySummary.TransitionResult(operation: .push, interactive: true)]
        log[0].outcome = .finished
        log[0].completedAt = Timestamp(microseconds: 42)
        #expect(log[0].settledOutcome == .finished)
        #expect(log[0].completedAt == Timestamp(microseconds: 42))
        #expect(log[0].releasedAt == nil)
    }
}

/// JSON values are written as bytes by the one writer, as RFC 8259 spells them: escapes for the
/// quote, the backslash and control characters, integral numbers without a fraction, others in their
/// shortest round-trip form, NaN as `null`.
@Suite struct JSONValueBytesTests {
    @Test func bytesAreTheJSONText() {
        let value: JSONValue = .object([
            ("plain", "abc"), ("escaped", .string("q\"b\\n\n\r\t\u{1}é")), ("int", .int(-9_007_199_254_740_993)),
            ("whole", .double(3)), ("fraction", .double(0.1)), ("tiny", .double(1e-300)), ("nan", .double(.nan)),
            ("list", .array([.null, .bool(true), .bool(false), .array([])])), ("empty", .object([])),
        ])
        let expected =
            #"{"plain":"abc","escaped":"q\"b\\n\n\r\t\u0001é","int":-9007199254740993,"whole":3,"#
            + #""fraction":0.1,"tiny":1e-300,"nan":null,"list":[null,true,false,[]],"empty":{}}"#
        #expect(String(decoding: value.serializedBytes(), as: UTF8.self) == expected)
    }
}
