/// The release of the real toolkit a model follows, named in traces, `models` and manifests.
///
/// ```swift
/// FeelModel.adwaita.release        // .adwaita(.v1_10)
/// FeelModel.uikit.release          // nil: no release is modelled
/// ```
public enum ToolkitRelease: Sendable, Hashable, CustomStringConvertible {
    /// libadwaita's `AdwSwipeTracker`.
    case adwaita(AdwaitaRelease)
    /// GNOME Shell's `SwipeTracker`.
    case gnomeShell(GnomeShellRelease)
    /// KWin's virtual-desktop swipe.
    case kwin(KWinRelease)
    /// phosh's drag surfaces on phoc.
    case phosh(PhoshRelease)
    /// Firefox's swipe navigation.
    case firefox(FirefoxRelease)

    /// The toolkit's name as users know it (`libadwaita`, `GNOME Shell`, `KWin`, `phosh`, `Firefox ESR`).
    public var toolkit: String {
        switch self {
        case .adwaita: "libadwaita"
        case .gnomeShell: "GNOME Shell"
        case .kwin: "KWin"
        case .phosh: "phosh"
        case .firefox: "Firefox ESR"
        }
    }

    /// The setting that chooses it, as a manifest key (`adwaita`, `gnomeShell`, `kwin`, `phosh`, `firefox`).
    public var setting: ModelOverrides.Setting {
        switch self {
        case .adwaita: .adwaita
        case .gnomeShell: .gnomeShell
        case .kwin: .kwin
        case .phosh: .phosh
        case .firefox: .firefox
        }
    }

    /// The release's version (`1.10`, `48`, `6.3`, `0.46`, `153`).
    public var version: String {
        switch self {
        case .adwaita(let release): release.rawValue
        case .gnomeShell(let release): release.rawValue
        case .kwin(let release): release.rawValue
        case .phosh(let release): release.rawValue
        case .firefox(let release): release.rawValue
        }
    }

    /// The versions the model can follow for this toolkit, newest last.
    public var versions: [String] {
        switch self {
        case .adwaita: AdwaitaRelease.allCases.map(\.rawValue)
        case .gnomeShell: GnomeShellRelease.allCases.map(\.rawValue)
        case .kwin: KWinRelease.allCases.map(\.rawValue)
        case .phosh: PhoshRelease.allCases.map(\.rawValue)
        case .firefox: FirefoxRelease.allCases.map(\.rawValue)
        }
    }

    /// `libadwaita 1.10`.
    public var description: String { "\(toolkit) \(version)" }
}
