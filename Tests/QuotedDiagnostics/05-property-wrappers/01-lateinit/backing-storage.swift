// 05.1's lesson: the backing storage reached from outside the type; the projection used as the value; an initial
// value for a wrapper without `init(wrappedValue:)`.
@propertyWrapper
struct Lateinit<Value> {
    private var value: Value?
    init() {}
    var wrappedValue: Value {
        get { value! }
        set { value = newValue }
    }
    var projectedValue: Value? { value }
}

struct LaunchConfiguration {
    @Lateinit var serverName: String  // expected-note {{'_serverName' declared here}}
}

struct Retries {
    @Lateinit var retryLimit: Int = 3  // expected-error {{argument passed to call that takes no arguments}}
}

func connect(_ configuration: LaunchConfiguration) {
    _ = configuration._serverName  // expected-error {{'_serverName' is inaccessible due to 'private' protection level}}
    // expected-error@+3 {{value of optional type 'String?' must be unwrapped to a value of type 'String'}}
    // expected-note@+2 {{coalesce using '??' to provide a default when the optional value contains 'nil'}}
    // expected-note@+1 {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
    let name: String = configuration.$serverName
    _ = name
}
