import Foundation

// `onReceive` and the timer publisher everyday screens feed it. On Linux there is no Combine, so
// MiniUI declares the little of it that `onReceive(Timer.publish(…).autoconnect())` needs; where
// Combine exists (macOS), Foundation already has the timer publisher and MiniUI uses Combine's
// `Publisher`. Either way MiniUI's publishers never emit through `onReceive`: the action never runs.
// (On Linux the kit's own `Combine` module, Sources/CombineOnLinux, re-exports MiniUI: it is not the system's.)

#if canImport(Combine) && !os(Linux)
    import Combine

    extension View {
        /// Adds an action to perform when this view detects data emitted by the given publisher.
        /// MiniUI never runs it.
        nonisolated public func onReceive<P: Combine.Publisher>(
            _ publisher: P, perform action: @escaping (P.Output) -> Void
        ) -> some View where P.Failure == Never {
            annotated(".onReceive")
        }
    }
#else
    extension View {
        /// Adds an action to perform when this view detects data emitted by the given publisher. MiniUI's
        /// publishers (timers, objects' `objectWillChange`) never emit through it: the action never runs.
        nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
            -> some View where P.Failure == Never
        {
            annotated(".onReceive")
        }
    }

    /// Declares that a type can transmit a sequence of values over time (Combine's protocol, reduced
    /// to what `onReceive` needs: MiniUI has no Combine, and its publishers never emit).
    public protocol Publisher<Output, Failure> {
        /// The kind of values published by this publisher.
        associatedtype Output
        /// The kind of errors this publisher might publish.
        associatedtype Failure: Error
    }

    /// A namespace for types that serve as publishers.
    public enum Publishers {
        /// A publisher that automatically connects to an upstream connectable publisher.
        public final class Autoconnect<Upstream: Publisher>: Publisher {
            public typealias Output = Upstream.Output
            public typealias Failure = Upstream.Failure

            /// The publisher from which this publisher receives elements.
            public let upstream: Upstream

            init(upstream: Upstream) {
                self.upstream = upstream
            }
        }
    }

    extension Timer {
        /// A publisher that repeatedly emits the current date on a given interval.
        public final class TimerPublisher: Publisher {
            public typealias Output = Date
            public typealias Failure = Never

            public let interval: TimeInterval

            init(interval: TimeInterval) {
                self.interval = interval
            }

            /// Automates the process of connecting or disconnecting from this connectable publisher.
            public func autoconnect() -> Publishers.Autoconnect<Timer.TimerPublisher> {
                Publishers.Autoconnect(upstream: self)
            }
        }

        /// Returns a publisher that repeatedly emits the current date on the given interval.
        public static func publish(
            every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) -> Timer.TimerPublisher {
            TimerPublisher(interval: interval)
        }
    }

    extension RunLoop {
        /// Options that affect the operation of the run loop scheduler (Combine's; unused by MiniUI).
        public struct SchedulerOptions: Sendable {}
    }
#endif
