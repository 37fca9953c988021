/// The app a check manifest's `app:` section names: what to run, where, and how its reaction is read.
///
/// ```yaml
/// app:
///   command: python3 inbox.py          # run in the manifest's folder (its copy in the guest)
///   files: [inbox.py]                  # carried into the guest (default: the manifest's folder)
///   packages: [gir1.2-adw-1, python3-gi]
///   debian: 13                         # 12 or 13
///   compositor: sway
///   size: 1280x800                     # the output, and the model's container
///   ready: {shows: "Message 1"}
///   finished: {shows: "Inbox"}
///   began: {output: "swipe began"}
/// ```
/// With it, `check` plays every case's recording into the app and reads its reaction beside the
/// model's verdict (``AppReaction``).
package struct AppSpec: Sendable, Hashable {
    /// A condition on the running app, evaluated by the app runner.
    package enum Predicate: Sendable, Hashable, CustomStringConvertible {
        /// An accessible object of this name (or text) is showing, read over AT-SPI.
        case shows(String)
        /// A line the app printed (standard output or error) since its case began matches this regular expression.
        case output(String)
        /// This shell command exits 0 (run in the app's folder, with the app's environment).
        case command(String)

        /// The predicate's key in a manifest.
        package var key: String {
            switch self {
            case .shows: "shows"
            case .output: "output"
            case .command: "command"
            }
        }

        /// Its argument.
        package var argument: String {
            switch self {
            case .shows(let name), .output(let name), .command(let name): name
            }
        }

        /// `shows "Inbox"`.
        package var description: String { "\(key) \"\(argument)\"" }
    }

    /// The compositors an app can run under.
    package enum Compositor: String, Sendable, CaseIterable {
        /// sway with the headless and libinput backends (wlroots).
        case sway
        /// GNOME Shell 48 on mutter's native backend in a logind session of the Debian 13 shell guest.
        case gnomeShell = "gnome-shell"
        /// KWin 6.3 on its DRM backend in a logind session of the Debian 13 shell guest.
        case kwin

        /// The Debian releases whose guest runs this compositor: GNOME Shell's and KWin's logind
        /// session is the shell guest's (tools/vm/build-shell-image), measured on Debian 13 only.
        package var releases: [Int] {
            switch self {
            case .sway: AppSpec.releases
            case .gnomeShell, .kwin: [13]
            }
        }
    }

    /// The command line, run by `sh -c` in the app's folder.
    package var command: String
    /// The folder the command runs in and the files are relative to: the manifest's.
    package var folder: String
    /// Files and folders the app needs, relative to ``folder`` (`.` is the whole folder).
    package var files: [String]
    /// Debian packages installed in the guest besides the runner's own.
    package var packages: [String]
    /// The guest's Debian release: 12 or 13 (``releases``).
    package var debian: Int
    /// The compositor.
    package var compositor: Compositor
    /// The output's width and height, pixels (and the model's container, points, for cases without one).
    package var width: Int
    /// See ``width``.
    package var height: Int
    /// When the app is ready for a gesture; nil waits for its first window.
    package var ready: Predicate?
    /// What holds after the settle when the gesture went through.
    package var finished: Predicate
    /// What holds at some point from the play's start to the settle when a gesture began; nil when the
    /// manifest does not tell a cancelled gesture from none.
    package var began: Predicate?
    /// The manifest line of `app:`.
    package var line: Int

    /// The Debian releases a guest can run: 12 (libadwaita 1.2, GTK 4.8, sway 1.7, on bookworm-backports'
    /// kernel 6.12) and 13 (libadwaita 1.7, GTK 4.18, sway 1.10).
    package static let releases = [12, 13]
    /// The default release: Debian 13 (libadwaita 1.7, GTK 4.18).
    package static let defaultRelease = 13
    /// The default output: the toolkit lane's 1280x800 (tools/vm/toolkit/sway.config).
    package static let defaultSize = (width: 1280, height: 800)
    /// The largest output side accepted, pixels: sway's headless output is a software buffer, and
    /// 8192 px covers every display the models know.
    package static let maximumSide = 8192
}
