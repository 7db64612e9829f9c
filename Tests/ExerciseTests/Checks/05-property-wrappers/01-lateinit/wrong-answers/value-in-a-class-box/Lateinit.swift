// wrong: keeps the value in a class instance, with a `nonmutating set`, so every copy of the owner shares it
// rejected-by: copies-keep-their-own-values
// misconception: A wrapper is copied with its owner; if it keeps the value in a class instance, every copy gets the
// misconception: same instance, and setting one copy's server sets the original's too. `LaunchConfiguration` is a
// misconception: struct, whose copies should be independent: keep the value in the wrapper itself, as an optional
// misconception: stored property, with an ordinary (mutating) setter.
// misconception-ja: ラッパーは持ち主と一緒にコピーされます。値をクラスのインスタンスに持たせると、どのコピーも同じ
// misconception-ja: インスタンスを受け取り、コピーのサーバー名を設定すると元のものまで変わります。`LaunchConfiguration`
// misconception-ja: は構造体で、コピーどうしは独立しているべきです。値はラッパー自身にオプショナルのストアドプロパティ
// misconception-ja: として持ち、普通の(mutating な)セッターを使います。
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
    /// Where the value is kept: an object, so the setter need not mutate the wrapper.
    private final class Box {
        var value: Value?
    }

    private let box = Box()

    /// An empty wrapper. `@Lateinit var name: String` with no initial value calls this.
    init() {}

    var wrappedValue: Value {
        get {
            guard let value = box.value else {
                lateinitFailure("\(Self.self) was read before it was set")
            }
            return value
        }
        nonmutating set { box.value = newValue }
    }

    /// `$name`: the value if it was set, `nil` if not.
    var projectedValue: Value? {
        box.value
    }
}
