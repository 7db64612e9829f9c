// The dismiss action is SwiftUI's to set; @Published belongs to classes.
import MiniUI

struct Sneaky: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("x").environment(\.dismiss, dismiss)  // expected-error {{}}
    }
}

struct Settings {
    // expected-error@+1 {{'wrappedValue' is unavailable: @Published is only available on properties of classes}}
    @Published var volume = 3
}
