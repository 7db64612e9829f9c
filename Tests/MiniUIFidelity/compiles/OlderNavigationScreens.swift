// An older-style workshop screen (iOS 14 and 15 era): links driven by isActive and tag/selection,
// explicit style structs, and the modifiers later renamed.
import MiniUI

struct OlderWorkshopScreen: View {
    @State private var showsCart = false
    @State private var openedBay: Int?
    @State private var customer = ""

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Text("Cart"), isActive: $showsCart) {
                    Text("Cart")
                }
                ForEach(1..<4) { bay in
                    NavigationLink(destination: Text("Bay \(bay)"), tag: bay, selection: $openedBay) {
                        Text("Bay \(bay)")
                    }
                }
                TextField("Customer", text: $customer)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                    .autocapitalization(.words)
                    .disableAutocorrection(true)
                Text("Press fit")
                    .foregroundColor(Color(.secondaryLabel))
                    .scaleEffect(x: 1, y: 1.2)
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle(Text("Workshop"), displayMode: .inline)
            .toolbarRole(.editor)
        }
        .accentColor(.orange)
        .edgesIgnoringSafeArea(.bottom)
        .statusBar(hidden: false)
    }
}
