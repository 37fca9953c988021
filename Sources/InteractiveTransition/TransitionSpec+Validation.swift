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
            guard !layer.name.isEmpty else { throw .emptyName(field: "layers[\(index)].name") }
            guard seen.insert(layer.name).inserted else {
                throw .duplicateName(field: "layers[\(index)].name", name: layer.name)
            }
            try Self.validate(layer.from, at: "layers[\(index)].from")
            try Self.validate(layer.to, at: "layers[\(index)].to")
        }
    }

    /// Checks a layer's values; `path` is built only for an error (a transition validates its spec
    /// at every start, and a valid spec builds no string).
    private static func validate(_ values: LayerValues, at path: @autoclosure () -> String) throws(SpecError) {
        try requireFinite(values.x, "\(path()).x")
        try requireFinite(values.y, "\(path()).y")
        try requireFinite(values.rotationY, "\(path()).rotationY")
        try require(values.width, "\(path()).width", atLeast: 0)
        try require(values.height, "\(path()).height", atLeast: 0)
        try require(values.scale, "\(path()).scale", atLeast: 0)
        try require(values.cornerRadius, "\(path()).cornerRadius", atLeast: 0)
        try requireFraction(values.alpha, "\(path()).alpha")
        try requireFraction(values.dimming, "\(path()).dimming")
        try requireFraction(values.curl, "\(path()).curl")
    }

    private static func require(_ value: Double, _ field: String, above bound: Double) throws(SpecError) {
        guard value.isFinite, value > bound else {
            throw .outOfRange(field: field, value: value, expected: "finite and > \(bound.formatted)")
        }
    }

    private static func require(_ value: Double, _ field: @autoclosure () -> String, atLeast bound: Double)
        throws(SpecError)
    {
        guard value.isFinite, value >= bound else {
            throw .outOfRange(field: field(), value: value, expected: "finite and ≥ \(bound.formatted)")
        }
    }

    private static func requireFinite(_ value: Double, _ field: @autoclosure () -> String) throws(SpecError) {
        guard value.isFinite else { throw .outOfRange(field: field(), value: value, expected: "finite") }
    }

    private static func requireFraction(_ value: Double, _ field: @autoclosure () -> String) throws(SpecError) {
        guard (0...1).contains(value) else { throw .outOfRange(field: field(), value: value, expected: "0…1") }
    }
}

extension Double {
    /// A whole number without a fraction (`0`), anything else as Swift prints it.
    fileprivate var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
