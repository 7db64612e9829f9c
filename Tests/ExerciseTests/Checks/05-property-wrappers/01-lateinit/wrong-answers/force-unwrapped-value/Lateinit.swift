// wrong: force-unwraps, so an early read stops with "Unexpectedly found nil", naming neither the wrapper nor the mistake
// rejected-by: reports-read-before-set
// misconception: A force unwrap does stop the program, but with a message about nil that says nothing about which
// misconception: property was read too early. Check the storage yourself and fail through `lateinitFailure` with a
// misconception: message that names the wrapper.
// misconception-ja: 強制アンラップでもプログラムは止まりますが、nil についてのメッセージで、
// misconception-ja: どのプロパティが早すぎたかは分かりません。保存値を自分で確かめ、
// misconception-ja: ラッパーを名指しするメッセージで `lateinitFailure` を通して失敗させます。
// lesson: #failing-loudly
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
        get { value! }
        set { value = newValue }
    }

    /// `$name`: the value if it was set, `nil` if not.
    var projectedValue: Value? {
        value
    }
}
