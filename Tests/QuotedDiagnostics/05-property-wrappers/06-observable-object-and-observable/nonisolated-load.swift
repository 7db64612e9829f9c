// 05.6's lesson: a nonisolated async `load()` of a non-Sendable class, called from a view's `.task` in Swift 6.
// compile: sil
// prints: error: sending 'self.model' risks causing data races [#SendingRisksDataRace]
import MiniUI
import Observation

@Observable final class StationsModel {
    var stations: [String] = []
    func load() async { stations = ["Depot"] }
}

struct StationsScreen: View {
    @State private var model = StationsModel()
    var body: some View {
        Text("stations")
            .task {
                // expected-error@+2 {{sending 'self.model' risks causing data races}}
                // expected-note@+1 {{sending main actor-isolated 'self.model' to nonisolated instance method 'load()' risks causing data races between nonisolated and main actor-isolated uses}}
                await model.load()
            }
    }
}
