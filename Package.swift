// swift-tools-version:6.1

import PackageDescription

let package = Package(
    name: "gesture-replay",
    products: [
        .executable(name: "gesture-replay", targets: ["gesture-replay"]),
        // What an app embeds: an edge-pan or touchpad interaction driving a percent-driven transition.
        // It re-exports the vocabulary, the recognizers and the transition its API speaks.
        .library(name: "GestureInteraction", targets: ["GestureInteraction"]),
        // What an app's own tests embed: the replay engine over recordings, and the state trace. It
        // re-exports GestureInteraction and the recording readers its API takes. Every other module is
        // a target of this package only (`package` access), as argument-parser's helper targets are.
        .library(name: "GestureReplay", targets: ["GestureReplay"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation` for the DocC catalogs; no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The C boundary: libevdev and <linux/input.h>.
        .systemLibrary(
            name: "CEvdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        // The one vocabulary below every module: time, points, sizes, edges, directions, phases, percent.
        .target(name: "GestureCore"),
        // Events, device descriptions, recording readers and writers, frame assembly.
        .target(name: "EvdevInput", dependencies: ["CEvdev", "GestureCore", "OutputSupport"]),
        // What every writer shares: the output file renamed into place, its typed error, terminal-safe text.
        .target(name: "OutputSupport"),
        // Velocity trackers and the screen-edge pan and tap recognizers.
        .target(name: "EdgePan", dependencies: ["GestureCore"]),
        // libinput's touchpad gesture recognition: touches, finger count, swipe/scroll/pinch, deltas.
        .target(name: "TouchpadGestures", dependencies: ["GestureCore"]),
        // Timing curves, the property animator, the percent-driven transition, policies and presets.
        .target(name: "InteractiveTransition", dependencies: ["GestureCore"]),
        // What an app embeds: an edge pan driving a percent-driven transition, and the feel models.
        .target(
            name: "GestureInteraction",
            dependencies: ["GestureCore", "EdgePan", "InteractiveTransition", "TouchpadGestures"]),
        // Replay engine: frame clock and scenarios over a recording, typed trace records, the trace writer.
        .target(name: "JSONLines"),
        .target(
            name: "GestureReplay",
            dependencies: [
                "GestureCore", "EvdevInput", "EdgePan", "InteractiveTransition", "GestureInteraction",
                "TouchpadGestures", "JSONLines",
            ]),
        // What is made of replays: check manifests and JUnit, sweeps, SVG plots.
        .target(
            name: "GestureReports",
            dependencies: [
                "GestureCore", "GestureReplay", "EvdevInput", "EdgePan", "InteractiveTransition", "GestureInteraction",
                "TouchpadGestures", "JSONLines", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The command-line tool.
        .executableTarget(
            name: "gesture-replay",
            dependencies: [
                "GestureCore", "EvdevInput", "EdgePan", "InteractiveTransition", "GestureInteraction", "GestureReplay",
                "GestureReports", "TouchpadGestures", "JSONLines", "OutputSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Synthetic gestures in percent, fixtures and golden files, for tests only.
        .target(name: "GestureTestSupport", dependencies: ["GestureCore", "EvdevInput", "EdgePan", "OutputSupport"]),
        .testTarget(name: "OutputSupportTests", dependencies: ["OutputSupport", "GestureTestSupport"]),
        // The three targets whose tests also run the built `gesture-replay` end to end (CommandRunner)
        // depend on it, so `swift test` builds it before they run.
        .testTarget(
            name: "EvdevInputTests",
            dependencies: ["GestureCore", "EvdevInput", "GestureTestSupport", "gesture-replay"]
        ),
        .testTarget(name: "EdgePanTests", dependencies: ["GestureCore", "EdgePan", "GestureTestSupport"]),
        .testTarget(name: "GestureInteractionTests", dependencies: ["GestureInteraction", "TouchpadGestures"]),
        .testTarget(name: "TouchpadGesturesTests", dependencies: ["GestureCore", "TouchpadGestures"]),
        .testTarget(name: "InteractiveTransitionTests", dependencies: ["GestureCore", "InteractiveTransition"]),
        .testTarget(
            name: "GestureReplayTests",
            dependencies: [
                "GestureCore", "GestureInteraction", "GestureReplay", "GestureTestSupport", "EvdevInput", "EdgePan",
                "InteractiveTransition", "JSONLines", "gesture-replay",
            ]
        ),
        .testTarget(
            name: "GestureReportsTests",
            dependencies: [
                "EvdevInput", "GestureCore", "GestureInteraction", "GestureReports", "GestureReplay",
                "GestureTestSupport", "JSONLines", .product(name: "Yams", package: "Yams"), "gesture-replay",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets (Fuzz/<Name>/main.swift), only when tools/fuzz asks for them with
// GESTURE_REPLAY_FUZZ=1 and `--sanitize fuzzer`: left out otherwise, so `swift build` is unchanged.
// The fuzz build holds the libraries and the fuzz targets only, so that one `swift build` makes them
// all with the same flags (libFuzzer brings its own `main`, which the CLI's would clash with).
if Context.environment["GESTURE_REPLAY_FUZZ"] != nil {
    let entryPoint: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
    package.targets.removeAll { $0.type == .executable || $0.type == .test }
    package.products.removeAll { $0.name == "gesture-replay" }
    package.targets += [
        .target(name: "FuzzSupport", dependencies: ["EvdevInput"], path: "Fuzz/Support"),
        .executableTarget(
            name: "fuzz-evemu", dependencies: ["EvdevInput", "FuzzSupport"], path: "Fuzz/Evemu",
            swiftSettings: entryPoint),
        .executableTarget(
            name: "fuzz-libinput", dependencies: ["EvdevInput", "FuzzSupport"], path: "Fuzz/Libinput",
            swiftSettings: entryPoint),
        .executableTarget(
            name: "fuzz-getevent", dependencies: ["EvdevInput", "FuzzSupport"], path: "Fuzz/Getevent",
            swiftSettings: entryPoint),
        .executableTarget(
            name: "fuzz-manifest", dependencies: ["GestureReports", "GestureReplay", "FuzzSupport"],
            path: "Fuzz/Manifest", swiftSettings: entryPoint),
        .executableTarget(
            name: "fuzz-transition",
            dependencies: ["GestureCore", "GestureReplay", "InteractiveTransition", "FuzzSupport"],
            path: "Fuzz/TransitionSpec", swiftSettings: entryPoint),
    ]
}

// Upcoming features on every Swift target; a system library target rejects settings.
for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
