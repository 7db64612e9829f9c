// 05.3's lesson: a nonisolated `request`, called from the view's `.task` in Swift 6.
// compile: sil
// prints: error: sending 'self._stations' risks causing data races [#SendingRisksDataRace]
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
    func request(_ load: () async -> Value) async {}
}

struct Stations: View {
    @Get var stations: LoadState<[Station]>
    var body: some View {
        Text("stations")
            .task {
                // The second error names the closure passed, for the same reason.
                // expected-error@+4 {{sending value of non-Sendable type '() async -> [Station]' risks causing data races}}
                // expected-note@+3 {{sending main actor-isolated value of non-Sendable type '() async -> [Station]' to nonisolated instance method 'request' risks causing races in between main actor-isolated and nonisolated uses}}
                // expected-error@+2 {{sending 'self._stations' risks causing data races}}
                // expected-note@+1 {{sending main actor-isolated 'self._stations' to nonisolated instance method 'request' risks causing data races between nonisolated and main actor-isolated uses}}
                await _stations.request { [] }
            }
    }
}
