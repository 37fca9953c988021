#if canImport(Glibc)
    import Glibc
#endif

/// A mutex and the two conditions a handoff between parsing and consuming threads waits on: work
/// ready for the consumer, and room free for the producers.
///
/// The waits and signals are called with the mutex held (``lock()``); the state they guard is the
/// owner's.
final class HandoffLock {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let ready: UnsafeMutablePointer<pthread_cond_t>
    private let room: UnsafeMutablePointer<pthread_cond_t>

    init() {
        mutex = .allocate(capacity: 1)
        ready = .allocate(capacity: 1)
        room = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(ready, nil)
        pthread_cond_init(room, nil)
    }

    deinit {
        pthread_cond_destroy(ready)
        pthread_cond_destroy(room)
        pthread_mutex_destroy(mutex)
        ready.deallocate()
        room.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Sleeps until work may be ready (the consumer's side).
    func waitForReady() { pthread_cond_wait(ready, mutex) }
    /// Sleeps until room may be free (a producer's side).
    func waitForRoom() { pthread_cond_wait(room, mutex) }

    /// Wakes the consumer.
    func signalReady() { pthread_cond_signal(ready) }
    /// Wakes one waiting producer.
    func signalRoom() { pthread_cond_signal(room) }
    /// Wakes every waiting producer.
    func broadcastRoom() { pthread_cond_broadcast(room) }
}
