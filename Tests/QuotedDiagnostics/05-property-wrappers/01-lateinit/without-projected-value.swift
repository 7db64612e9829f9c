// 05.1's lesson: `$serverName` before the wrapper has a `projectedValue`.
@propertyWrapper
struct Lateinit<Value> {
    private var value: Value?
    init() {}
    var wrappedValue: Value {
        get { value! }
        set { value = newValue }
    }
}

struct LaunchConfiguration {
    @Lateinit var serverName: String
    var isReady: Bool {
        $serverName != nil  // expected-error {{cannot find '$serverName' in scope}}
    }
}
