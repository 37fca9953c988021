// swift-tools-version:6.1

import PackageDescription

let package = Package(
    name: "gesture-replay",
    products: [
        .executable(name: "gesture-replay", targets: ["gesture-replay"]),
        .library(name: "EvdevInput", targets: ["EvdevInput"]),
        .library(name: "EdgePan", targets: ["EdgePan"]),
        .library(name: "InteractiveTransition", targets: ["InteractiveTransition"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The C boundary: libevdev and <linux/input.h>.
        .systemLibrary(
            name: "CEvdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        // Events, device descriptions, recording readers and writers, frame assembly.
        .target(name: "EvdevInput", dependencies: ["CEvdev"]),
        // Geometry, velocity trackers and the screen-edge pan recognizer.
        .target(name: "EdgePan"),
        // Timing curves, the property animator, the percent-driven transition, policies and presets.
        .target(name: "InteractiveTransition"),
        // Replay engine, state traces, feel models, checks.
        .target(
            name: "GestureReplay",
            dependencies: [
                "EvdevInput", "EdgePan", "InteractiveTransition",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The command-line tool.
        .executableTarget(
            name: "gesture-replay",
            dependencies: [
                "EvdevInput", "EdgePan", "InteractiveTransition", "GestureReplay",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Synthetic gestures in percent, fixtures and golden files, for tests only.
        .target(name: "GestureTestSupport", dependencies: ["EvdevInput", "EdgePan"]),
        .testTarget(name: "EvdevInputTests", dependencies: ["EvdevInput", "GestureTestSupport"]),
        .testTarget(name: "EdgePanTests", dependencies: ["EdgePan", "GestureTestSupport"]),
        .testTarget(name: "InteractiveTransitionTests", dependencies: ["InteractiveTransition"]),
        .testTarget(
            name: "GestureReplayTests",
            dependencies: ["GestureReplay", "GestureTestSupport", "EvdevInput", "EdgePan", "InteractiveTransition"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Upcoming features on every Swift target; a system library target rejects settings.
for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
