import Dispatch

extension Array where Element: Sendable {
    /// `transform` of every element, in order, computed on all cores. Features are independent
    /// (diagnostics go through the thread-safe collector) and a run may hold a thousand of them.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Each iteration initializes only its own slot, so sharing the buffer is safe.
            let results = ResultSlots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.initialize(index, to: transform(self[index]))
            }
            initializedCount = count
        }
    }
}

private struct ResultSlots<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>

    func initialize(_ index: Int, to value: T) {
        (buffer.baseAddress! + index).initialize(to: value)
    }
}
