import ArgumentParser
import GestureReplay

/// `--gesture N`, `--from S`, `--to S`: the part of a recording replay, compare and plot use.
struct SelectionOptions: ParsableArguments {
    @Option(
        help: "Replay only the Nth gesture (1-based; a gesture is a touch sequence from first contact down to all up).")
    var gesture: Int?

    @Option(help: "Replay only gestures that begin at or after this time, seconds from the recording's start.")
    var from: Double?

    @Option(help: "Replay only gestures that begin at or before this time, seconds from the recording's start.")
    var to: Double?

    /// The selection these options make.
    var selection: GestureSelection { GestureSelection(gesture: gesture, from: from, to: to) }

    func validate() throws {
        try validateSelection(selection, fromFlag: "--from", toFlag: "--to")
    }
}

/// `--gesture N`, `--from-time S`, `--to-time S` for `sweep`, whose `--from`/`--to` bound the swept
/// parameter.
struct SweepSelectionOptions: ParsableArguments {
    @Option(help: "Sweep only the Nth gesture (1-based).")
    var gesture: Int?

    @Option(help: "Sweep only gestures that begin at or after this time, seconds.")
    var fromTime: Double?

    @Option(help: "Sweep only gestures that begin at or before this time, seconds.")
    var toTime: Double?

    /// The selection these options make.
    var selection: GestureSelection { GestureSelection(gesture: gesture, from: fromTime, to: toTime) }

    func validate() throws {
        try validateSelection(selection, fromFlag: "--from-time", toFlag: "--to-time")
    }
}

/// Checks a selection, naming the flags in the message.
func validateSelection(_ selection: GestureSelection, fromFlag: String, toFlag: String) throws {
    do throws(GestureSelection.Problem) {
        try selection.validate()
    } catch {
        throw ValidationError(selectionMessage(error, fromFlag: fromFlag, toFlag: toFlag) + ".")
    }
}

/// A selection problem in the words of its flags.
func selectionMessage(_ problem: GestureSelection.Problem, fromFlag: String = "--from", toFlag: String = "--to")
    -> String
{
    switch problem {
    case .gesture(let index): "--gesture must be 1 or more, not \(index)"
    case .time(let seconds): "\(fromFlag) and \(toFlag) must be 0 s or more, not \(seconds)"
    case .window(let from, let to): "\(fromFlag) must not be after \(toFlag) (\(from) s > \(to) s)"
    }
}
