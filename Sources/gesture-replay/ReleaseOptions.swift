public import ArgumentParser
import GestureInteraction
import GestureReports
import TouchpadGestures

/// The releases of the real toolkits the models follow, shared by the replaying commands and `check`.
///
/// Each applies to the model that follows that toolkit; `replay` refuses one given for another model,
/// `check` applies it to the cases whose model follows it.
struct ReleaseOptions: ParsableArguments {
    @Option(help: "The libadwaita release the adwaita model follows (1.10 by default; 1.7 Debian 13, 1.2 Debian 12).")
    var adwaita: AdwaitaRelease?

    @Option(
        name: .customLong("gnome-shell"),
        help: "The GNOME Shell release the gnomeShell model follows (48 by default; 43 takes three-finger swipes only)."
    )
    var gnomeShell: GnomeShellRelease?

    @Option(help: "The KWin release the kwin model follows (6.3).")
    var kwin: KWinRelease?

    @Option(help: "The phosh and phoc release the phosh model follows (0.46).")
    var phosh: PhoshRelease?

    @Option(help: "The Firefox ESR release the firefox model follows (153 by default, or 140).")
    var firefox: FirefoxRelease?

    @Option(help: "Touchpads: the libinput release to follow (1.29 by default; 1.28 as 1.29; 1.22 as in Debian 12).")
    var libinput: TouchpadConfiguration.Series?

    /// The flags given, in the order `help` lists them.
    var givenFlags: [String] {
        let given: [(String, Bool)] = [
            ("--adwaita", adwaita != nil), ("--gnome-shell", gnomeShell != nil), ("--kwin", kwin != nil),
            ("--phosh", phosh != nil), ("--firefox", firefox != nil), ("--libinput", libinput != nil),
        ]
        return given.filter(\.1).map(\.0)
    }

    /// Sets the releases given in `overrides`.
    func apply(to overrides: inout ModelOverrides) {
        if let adwaita { overrides.adwaitaRelease = adwaita }
        if let gnomeShell { overrides.gnomeShellRelease = gnomeShell }
        if let kwin { overrides.kwinRelease = kwin }
        if let phosh { overrides.phoshRelease = phosh }
        if let firefox { overrides.firefoxRelease = firefox }
        if let libinput { overrides.libinput = libinput }
    }
}

// Values the options take by name: ArgumentParser lists the choices and refuses anything else.
extension TouchpadConfiguration.Series: ExpressibleByArgument {}
extension AdwaitaRelease: ExpressibleByArgument {}
extension GnomeShellRelease: ExpressibleByArgument {}
extension KWinRelease: ExpressibleByArgument {}
extension PhoshRelease: ExpressibleByArgument {}
extension FirefoxRelease: ExpressibleByArgument {}

extension ReleaseOptions {
    /// `cases` with the releases given set on each case whose model follows that toolkit (over the
    /// manifest's own), and libinput's on every case (a case that is no touchpad does not read it).
    /// - Throws: `ExitCode` 64, the reason on standard error, for a release that no case's model follows.
    func applied(to cases: [CheckCase]) throws -> [CheckCase] {
        var given = ModelOverrides()
        apply(to: &given)
        var result = cases
        for setting in ModelOverrides.Setting.releases {
            var only = ModelOverrides()
            switch setting {
            case .adwaita: only.adwaitaRelease = given.adwaitaRelease
            case .gnomeShell: only.gnomeShellRelease = given.gnomeShellRelease
            case .kwin: only.kwinRelease = given.kwinRelease
            case .phosh: only.phoshRelease = given.phoshRelease
            case .firefox: only.firefoxRelease = given.firefoxRelease
            default: continue
            }
            guard !only.isEmpty else { continue }
            let following = result.indices.filter {
                FeelModel.named(result[$0].model)?.release?.setting == setting
            }
            guard !following.isEmpty else {
                printError(
                    "\(flag(for: setting)) does not apply: no case of the manifest uses the \(setting.rawValue) model, "
                        + "which that release is for")
                throw ExitCode(ExitStatus.usage)
            }
            for index in following { result[index].overrides = result[index].overrides.merged(with: only) }
        }
        if let libinput {
            for index in result.indices { result[index].touchpad.series = libinput }
        }
        return result
    }
}
