// 06.6's lesson: a panel whose only initializer takes a footer, made without one.
import MiniUI

// expected-note@+1 {{'Footer' declared as parameter to type 'TicketPanel'}}
struct TicketPanel<Fares: View, Footer: View>: View {
    let fares: Fares
    let footer: Footer
    // expected-note@+1 {{'init(fares:footer:)' declared here}}
    init(@ViewBuilder fares: () -> Fares, @ViewBuilder footer: () -> Footer) {
        self.fares = fares()
        self.footer = footer()
    }
    var body: some View {
        VStack {
            fares
            footer
        }
    }
}

@MainActor
func makePanel() {
    // expected-error@+2 {{generic parameter 'Footer' could not be inferred}}
    // expected-note@+1 {{explicitly specify the generic arguments to fix this issue}}
    _ = TicketPanel {
        Text("Single: 2.80")
    }  // expected-error {{missing argument for parameter 'footer' in call}}
}
