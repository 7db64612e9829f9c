// 04.8's lesson: an `@Observable` class held with `@ObservedObject`; `$` without a wrapper.
import MiniUI
import Observation

@Observable final class Kettle {
    var isOn = false
}

struct KettleSwitch: View {
    // expected-error@+1 {{generic struct 'ObservedObject' requires that 'Kettle' conform to 'ObservableObject'}}
    @ObservedObject var kettle: Kettle
    var body: some View { Text("kettle") }
}

struct PlainSwitch: View {
    let kettle: Kettle
    var body: some View {
        Toggle("On", isOn: $kettle.isOn)  // expected-error {{cannot find '$kettle' in scope}}
    }
}
