// What a view builder and ForEach refuse, as SwiftUI does.
import MiniUI

struct Plain {
    let name: String
}

struct Rows: View {
    let items: [Plain]

    var body: some View {
        List {
            ForEach(items) { item in  // expected-error {{requires that 'Plain' conform to 'Identifiable'}}
                Text(item.name)
            }
        }
    }
}

struct NotAView: View {
    var body: some View {
        VStack {
            42  // expected-error {{this expression does not conform to 'View'}}
        }
    }
}
