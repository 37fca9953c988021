import Dispatch

/// Work spread over every core, each item's result kept at its index.
enum ConcurrentMap {
    /// `transform` of each index in `0..<count`, computed on all cores (`concurrentPerform`), in index
    /// order.
    static func map<Value>(count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        let slots = Slots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in slots.set(index, transform(index)) }
        return slots.values()
    }

    /// Results that concurrent workers fill by index, behind a lock.
    private final class Slots<Value>: @unchecked Sendable {
        private var slots: [Value?]
        private let lock = DispatchSemaphore(value: 1)

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) {
            lock.wait()
            slots[index] = value
            lock.signal()
        }

        func values() -> [Value] {
            lock.wait()
            defer { lock.signal() }
            return slots.map { $0! }
        }
    }
}
