/// Values kept per contact id for the few contacts down at once, in the order they were added.
///
/// A touch surface reports a handful of contacts at a time (ten fingers; the kernel's slot counts are
/// tens at most), so a search along them costs less than hashing the id at every sample, and the order
/// is the order of arrival, the same in every run.
///
/// ```swift
/// var routes = ContactMap<String>()
/// routes[7] = "edge pan"
/// routes[7]          // "edge pan"
/// routes[7] = nil    // lifted
/// ```
package struct ContactMap<Value> {
    @usableFromInline var ids: [Int] = []
    @usableFromInline var values: [Value] = []

    /// An empty map.
    @inlinable
    package init() {}

    /// Whether no contact has a value.
    @inlinable
    package var isEmpty: Bool { ids.isEmpty }

    /// The value of the contact added first of those that have one.
    @inlinable
    package var first: Value? { values.first }

    /// The value of contact `id`; setting nil removes the contact, keeping the others' order.
    @inlinable
    package subscript(id: Int) -> Value? {
        get {
            guard let index = ids.firstIndex(of: id) else { return nil }
            return values[index]
        }
        set {
            let index = ids.firstIndex(of: id)
            switch (index, newValue) {
            case (let index?, let value?):
                values[index] = value
            case (let index?, nil):
                ids.remove(at: index)
                values.remove(at: index)
            case (nil, let value?):
                ids.append(id)
                values.append(value)
            case (nil, nil):
                break
            }
        }
    }
}

extension ContactMap: Sendable where Value: Sendable {}
