package import GestureCore
package import JSONLines

extension JSONBytes {
    /// A member with a moment in seconds (`null` when absent): exact, since a timestamp is whole
    /// microseconds.
    package mutating func member(_ name: StaticString, seconds value: Timestamp?) {
        member(name, millionths: value.map { Int64(clamping: $0.microseconds) })
    }

    /// A moment as seconds with up to six decimals: exact, since a timestamp is whole microseconds.
    package mutating func seconds(_ time: Timestamp) {
        millionths(Int64(clamping: time.microseconds))
    }
}
