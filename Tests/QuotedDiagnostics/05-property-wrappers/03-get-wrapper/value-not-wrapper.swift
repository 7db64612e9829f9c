// 05.3's lesson: `request` called on the value instead of the wrapper.
import MiniUI

enum LoadState<Value> {
    case loading
    case success(Value)
}

struct Station {
    var name: String
}

@propertyWrapper
struct Get<Value>: DynamicProperty {
    @State private var state: LoadState<Value> = .loading
    var wrappedValue: LoadState<Value> { state }
    @MainActor func request(_ load: () async -> Value) async {
        state = .success(await load())
    }
}

struct Stations: View {
    @Get var stations: LoadState<[Station]>
    var body: some View {
        Text("stations")
            .task {
                // expected-error@+1 {{referencing instance method 'request' requires wrapper 'Get<[Station]>'}}
                await stations.request { [] }
            }
    }
}
