// `ObservableObject`, `@Published`, `ObservableObjectPublisher` and `AnyCancellable` are Combine's, and SwiftUI
// re-exports Combine. Where Combine exists (Apple's platforms) MiniUI re-exports it too, so that a file writing
// `import Combine` beside `import MiniUI` sees one `ObservableObject`, not two. Linux has no Combine, so there
// MiniUI carries the small part of it that SwiftUI's `ObservableObject` needs: a publisher that announces a
// change is about to happen, `@Published` properties that announce through it, and cancellable subscriptions.
// (`!os(Linux)`: on Linux the package's own module named Combine, Sources/CombineOnLinux, re-exports MiniUI and
// may sit in the build's module folder, where `canImport(Combine)` alone could find it.)

#if canImport(Combine) && !os(Linux)
    @_exported import Combine
#else

    /// A type of object with a publisher that emits before the object has changed.
    ///
    /// ```swift
    /// final class Greenhouse: ObservableObject {
    ///     @Published var plants: [Plant] = []
    /// }
    /// ```
    ///
    /// Views that hold the object with `@StateObject` or `@ObservedObject` subscribe to
    /// `objectWillChange` and re-render when it fires. Nobody else does: an object merely stored in a
    /// `@State` array announces changes that no view hears.
    public protocol ObservableObject: AnyObject {
        /// The type of publisher that emits before the object has changed.
        associatedtype ObjectWillChangePublisher: ObjectWillChangePublishing = ObservableObjectPublisher

        /// A publisher that emits before the object has changed.
        var objectWillChange: Self.ObjectWillChangePublisher { get }
    }

    /// What MiniUI needs of an `objectWillChange` publisher (Combine's `Publisher` with `Never` failure).
    public protocol ObjectWillChangePublishing {
        /// Calls `receiveValue` each time the publisher emits, until the returned value is cancelled.
        func sink(receiveValue: @escaping () -> Void) -> AnyCancellable
    }

    /// A publisher that publishes changes from observable objects.
    public final class ObservableObjectPublisher: ObjectWillChangePublishing, @unchecked Sendable {
        private let lock = NSLock()
        private var subscribers: [UInt64: () -> Void] = [:]
        private var nextToken: UInt64 = 0

        /// Creates an observable object publisher.
        public init() {}

        /// Sends the changed value to the subscribers.
        public func send() {
            let receivers = lock.withLock { Array(subscribers.values) }
            for receive in receivers { receive() }
        }

        public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
            let token = lock.withLock {
                nextToken += 1
                subscribers[nextToken] = receiveValue
                return nextToken
            }
            return AnyCancellable { [weak self] in
                guard let self else { return }
                _ = self.lock.withLock { self.subscribers.removeValue(forKey: token) }
            }
        }
    }

    /// A subscription that ends when cancelled or deallocated.
    public final class AnyCancellable: Hashable, @unchecked Sendable {
        private var cancelAction: (() -> Void)?

        public init(_ cancel: @escaping () -> Void) {
            self.cancelAction = cancel
        }

        public func cancel() {
            cancelAction?()
            cancelAction = nil
        }

        deinit { cancel() }

        public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
        /// A publisher that emits before the object has changed; `@Published` properties send through it.
        public var objectWillChange: ObservableObjectPublisher {
            PublisherTable.shared.publisher(for: self)
        }
    }

    /// One `ObservableObjectPublisher` per object, made on first use (Combine keeps it in the object).
    final class PublisherTable: @unchecked Sendable {
        static let shared = PublisherTable()
        private struct Entry {
            weak var object: AnyObject?
            let publisher: ObservableObjectPublisher
        }
        private let lock = NSLock()
        private var entries: [ObjectIdentifier: Entry] = [:]

        func publisher(for object: AnyObject) -> ObservableObjectPublisher {
            lock.withLock {
                let key = ObjectIdentifier(object)
                if let entry = entries[key], entry.object === object { return entry.publisher }
                if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
                let publisher = ObservableObjectPublisher()
                entries[key] = Entry(object: object, publisher: publisher)
                return publisher
            }
        }
    }

    /// A type that publishes a property marked with an attribute: changing it makes the enclosing
    /// object's `objectWillChange` emit first.
    @propertyWrapper
    public struct Published<Value> {
        var storage: Value

        /// Creates the published instance with an initial wrapped value.
        public init(wrappedValue: Value) {
            self.storage = wrappedValue
        }

        /// Creates the published instance with an initial value.
        public init(initialValue: Value) {
            self.storage = initialValue
        }

        @available(*, unavailable, message: "@Published is only available on properties of classes")
        public var wrappedValue: Value {
            get { fatalError() }
            set { fatalError() }
        }

        public static subscript<EnclosingSelf: ObservableObject>(
            _enclosingInstance object: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
        ) -> Value {
            get { object[keyPath: storageKeyPath].storage }
            set {
                (object.objectWillChange as? ObservableObjectPublisher)?.send()
                object[keyPath: storageKeyPath].storage = newValue
            }
        }
    }

    extension Published: Sendable where Value: Sendable {}
#endif
