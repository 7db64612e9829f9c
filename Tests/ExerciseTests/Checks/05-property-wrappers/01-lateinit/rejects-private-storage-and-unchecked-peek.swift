// check: rejects
// Outside its type, a wrapped property's backing storage `_name` is private: only the type that declares
// `@Lateinit var serverName` may replace the wrapper. And `$name` is an optional: whoever peeks must
// handle the case where nothing was set.
@testable import Exercise05_1

@MainActor
func misuseConfiguration() {
    var configuration = LaunchConfiguration()
    // expected-error@+1 {{'_serverName' is inaccessible due to 'private' protection level}}
    configuration._serverName = Lateinit()
    // The compiler also offers two fixes, as notes: `??` with a default, or `!`, which stops if nothing was set.
    // expected-error@+3 {{value of optional type 'String?' must be unwrapped}}
    // expected-note@+2 {{coalesce using '??'}}
    // expected-note@+1 {{force-unwrap using '!'}}
    let name: String = configuration.$serverName
    _ = name
}
