// wrong: the projected value is the wrapped value again, so `$name` fails exactly when `name` does
// rejected-by: rejects-private-storage-and-unchecked-peek
// misconception: A projection that repeats the wrapped value adds nothing: it stops the program exactly when the
// misconception: property does, so nobody can ask safely whether the value was set. Project the stored optional
// misconception: instead.
// misconception-ja: ラップされた値を繰り返すだけの投影値は何も足しません。プロパティと同じときにプログラムを止めるので、
// misconception-ja: セットされたかを安全に尋ねる手段がなくなります。保存しているオプショナルを投影します。
// lesson: #the-idea
/// What a `@Lateinit` does when it is read before anything was written to it: stop the program with
/// `message`, as `fatalError` does. A check swaps this for a function that prints the message and ends
/// the program cleanly, so that it can watch the failure happen.
nonisolated(unsafe) var lateinitFailure: (_ message: String) -> Never = { message in
    fatalError(message)
}

/// A value that is set after its owner is made, and must be set before it is read.
///
///     struct LaunchConfiguration {
///         @Lateinit var serverName: String   // no initial value, and not an optional
///     }
///
/// The compiler turns the property into three names:
/// - `serverName` reads and writes `wrappedValue`: a plain `String`, or a loud stop if it is read too early;
/// - `$serverName` reads `projectedValue`: the same value as an optional, to ask without risk;
/// - `_serverName` is the `Lateinit<String>` itself, private to the type that declares the property.
@propertyWrapper
struct Lateinit<Value> {
    private var value: Value?

    /// An empty wrapper. `@Lateinit var name: String` with no initial value calls this.
    init() {}

    var wrappedValue: Value {
        get {
            // Reading too early is a programmer error, like unwrapping nil: stop, and say what happened.
            guard let value else {
                lateinitFailure("\(Self.self) was read before it was set")
            }
            return value
        }
        set { value = newValue }
    }

    /// `$name`: the value if it was set, `nil` if not.
    var projectedValue: Value {
        wrappedValue
    }
}
