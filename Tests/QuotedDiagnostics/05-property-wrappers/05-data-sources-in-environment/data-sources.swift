// 05.5's lesson: a call that still picks a source once `request()` takes none; a name where the environment value
// takes a DataSource.
import MiniUI

struct DataSource: Sendable {
    let name: String
    static let mock = DataSource(name: "mock")
}

private struct DataSourceKey: EnvironmentKey {
    static let defaultValue = DataSource(name: "server")
}

extension EnvironmentValues {
    var dataSource: DataSource {
        get { self[DataSourceKey.self] }
        set { self[DataSourceKey.self] = newValue }
    }
}

@propertyWrapper
struct Get<Value>: DynamicProperty {
    var wrappedValue: Value? { nil }
    @MainActor func request() async {}
}

struct Stations: View {
    @Get var stations: [String]?
    var body: some View {
        Text("stations")
            .task {
                // expected-error@+2 {{argument passed to call that takes no arguments}}
                // expected-error@+1 {{cannot infer contextual base in reference to member 'mock'}}
                await _stations.request(from: .mock)
            }
            // expected-error@+1 {{cannot convert value of type 'String' to expected argument type 'DataSource'}}
            .environment(\.dataSource, "mock")
    }
}
