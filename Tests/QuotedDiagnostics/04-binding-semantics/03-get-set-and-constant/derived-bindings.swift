// 04.3's lesson: the bare name `Binding` inside `extension Binding`; a Bool where a binding is expected.
import MiniUI

extension Binding where Value == Int {
    var text: Binding<String> {
        // expected-error@+2 {{cannot convert return expression of type 'Binding<Int>' to return type 'Binding<String>'}}
        // expected-note@+1 {{arguments to generic parameter 'Value' ('Int' and 'String') are expected to be equal}}
        Binding(
            // expected-error@+1 {{cannot convert value of type 'String' to closure result type 'Int'}}
            get: { String(wrappedValue) },
            set: { wrappedValue = Int($0) ?? wrappedValue })
    }
}

struct Profile: View {
    @State private var nickname: String? = nil
    var body: some View {
        // expected-error@+1 {{cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'}}
        Toggle("Use a nickname", isOn: nickname != nil)
    }
}
