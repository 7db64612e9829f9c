// Observable models shared through the environment: ObservableObject and @Observable side by side.
import MiniUI

final class Basket: ObservableObject {
    @Published var items: [String] = []
    @Published var coupon = ""

    func add(_ item: String) { items.append(item) }
}

@Observable
final class Session {
    var userName = "guest"
    var isSignedIn = false
}

struct ShopRoot: View {
    @StateObject private var basket = Basket()
    @State private var session = Session()

    var body: some View {
        TabLessShop()
            .environmentObject(basket)
            .environment(session)
    }
}

struct TabLessShop: View {
    @EnvironmentObject var basket: Basket
    @Environment(Session.self) private var session
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 16) {
            Text("Hello, \(session.userName)")
            Text("\(basket.items.count) in basket")
                .font(.title2)
            TextField("Coupon", text: $basket.coupon)
                .textFieldStyle(.roundedBorder)
            HStack {
                ForEach(["Tea", "Jam", "Bread"], id: \.self) { item in
                    Button(item) { basket.add(item) }
                        .buttonStyle(.bordered)
                }
            }
            SignInButton()
            Divider()
            Text(colorScheme == .dark ? "Dark" : "Light")
        }
        .padding()
        .task(id: basket.items.count) {
            try? await Task.sleep(nanoseconds: 1_000)
        }
    }
}

struct SignInButton: View {
    @Environment(Session.self) private var session

    var body: some View {
        @Bindable var session = session
        Toggle("Signed in", isOn: $session.isSignedIn)
    }
}
