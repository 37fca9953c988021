import ArgumentParser
import EvdevInput
import GestureReplay

/// `gesture-replay devices`: every input device with its class, axes and slots.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the input devices (/dev/input/event*) with class, name, axes and slots.",
        discussion: """
            Devices that cannot be opened are listed with the reason (and, for missing permission, \
            the fix). Exit 0 whenever the list could be made, even when it is empty.
            """
    )

    @Flag(help: "Print a JSON array: node, name, class, id, properties, slots, size, axes, error.")
    var json = false

    func run() throws {
        let discovery = DeviceDiscovery()
        let listing = DeviceListing(candidates: discovery.candidates())
        if json {
            try printJSON(listing.json())
        } else if listing.candidates.isEmpty {
            printError("no input devices: \(discovery.directory) has no event* nodes")
        } else {
            printText(listing.text())
        }
    }
}
