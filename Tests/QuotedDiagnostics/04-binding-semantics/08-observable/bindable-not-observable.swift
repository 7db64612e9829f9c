// 04.8's lesson: `@Bindable` with a class that is not observable.
import MiniUI

final class Kettle {
    var isOn = false
}

struct KettleSwitch: View {
    // expected-error@+1 {{initializer 'init(wrappedValue:)' requires that 'Kettle' conform to 'Observable'}}
    @Bindable var kettle: Kettle
    var body: some View { Text("kettle") }
}
