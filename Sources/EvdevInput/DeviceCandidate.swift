/// One `/dev/input/event*` node as device discovery found it: its description when it could be
/// opened, else its name (when known) and why it could not be opened.
package struct DeviceCandidate: Hashable, Sendable {
    /// The node (`/dev/input/event5`).
    package var node: String
    /// The kernel name, from the description or from sysfs when the node could not be opened.
    package var name: String?
    /// The device as libevdev read it; nil when it could not be opened.
    package var description: DeviceDescription?
    /// Why the node could not be opened; nil when it was.
    package var problem: EvdevError?

    /// Creates a candidate.
    /// - Parameters:
    ///   - node: The node path.
    ///   - name: The device name, if known.
    ///   - description: The description, when the node could be opened.
    ///   - problem: Why it could not be opened, otherwise.
    package init(node: String, name: String? = nil, description: DeviceDescription? = nil, problem: EvdevError? = nil) {
        self.node = node
        self.name = name ?? description?.name
        self.description = description
        self.problem = problem
    }

    /// The device class, when the description is known.
    package var deviceClass: DeviceClass? { description?.deviceClass }

    /// Whether a finger or pen touches a surface on this device: a touchscreen, a touchpad or a
    /// pen tablet (not a mouse, whose "contact" is a held button).
    package var isTouchCapable: Bool {
        switch deviceClass {
        case .touchscreen?, .touchpad?, .tablet?: true
        case .pointer?, .keyboard?, .other?, nil: false
        }
    }

    /// One line for lists in messages: node, class (or why it could not be opened) and name.
    package var summary: String {
        let what: String
        if let deviceClass {
            what = deviceClass.rawValue
        } else if case .permission? = problem {
            what = "permission denied"
        } else {
            what = "cannot open"
        }
        return "\(node)  \(what)" + (name.map { "  \"\($0)\"" } ?? "")
    }
}
