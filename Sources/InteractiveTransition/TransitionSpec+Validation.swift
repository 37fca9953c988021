import GestureCore

extension TransitionSpec {
    /// Checks every field; throws for the first that is unusable, naming it by its JSON path.
    /// - Throws: ``SpecError``.
    public func validate() throws(SpecError) {
        try Self.require(duration, "duration", above: 0)
        try Self.require(completionSpeed, "completionSpeed", above: 0)
        guard curve.isValid else { throw .invalidCurve(field: "curve", curve: curve.name) }
        guard completionCurve.isValid else {
            throw .invalidCurve(field: "completionCurve", curve: completionCurve.name)
        }
        if let container {
            try Self.require(container.width, "container.width", above: 0)
            try Self.require(container.height, "container.height", above: 0)
        }
        guard !layers.isEmpty else { throw .noLayers(field: "layers") }
        var seen: Set<String> = []
        for (index, layer) in layers.enumerated() {
            let path = "layers[\(index)]"
            guard !layer.name.isEmpty else { throw .emptyName(field: "\(path).name") }
            guard seen.insert(layer.name).inserted else {
                throw .duplicateName(field: "\(path).name", name: layer.name)
            }
            try Self.validate(layer.from, at: "\(path).from")
            try Self.validate(layer.to, at: "\(path).to")
        }
    }

    private static func validate(_ values: LayerValues, at path: String) throws(SpecError) {
        for (name, value) in [("x", values.x), ("y", values.y), ("rotationY", values.rotationY)] {
            guard value.isFinite else { throw .outOfRange(field: "\(path).\(name)", value: value, expected: "finite") }
        }
        try require(values.width, "\(path).width", atLeast: 0)
        try require(values.height, "\(path).height", atLeast: 0)
        try require(values.scale, "\(path).scale", atLeast: 0)
        try require(values.cornerRadius, "\(path).cornerRadius", atLeast: 0)
        for (name, value) in [("alpha", values.alpha), ("dimming", values.dimming), ("curl", values.curl)] {
            guard (0...1).contains(value) else {
                throw .outOfRange(field: "\(path).\(name)", value: value, expected: "0…1")
            }
        }
    }

    private static func require(_ value: Double, _ field: String, above bound: Double) throws(SpecError) {
        guard value.isFinite, value > bound else {
            throw .outOfRange(field: field, value: value, expected: "finite and > \(bound.formatted)")
        }
    }

    private static func require(_ value: Double, _ field: String, atLeast bound: Double) throws(SpecError) {
        guard value.isFinite, value >= bound else {
            throw .outOfRange(field: field, value: value, expected: "finite and ≥ \(bound.formatted)")
        }
    }
}

extension Double {
    /// A whole number without a fraction (`0`), anything else as Swift prints it.
    fileprivate var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
