// Navigation by value and by destination, a typed path, and dismissing a pushed screen.
import MiniUI

struct Dish: Identifiable, Hashable {
    let id: Int
    let title: String
    let minutes: Int
}

enum Route: Hashable {
    case dish(Dish)
    case settings
}

struct CookbookView: View {
    @State private var route: [Route] = []
    let dishes = [Dish(id: 1, title: "Dal", minutes: 40), Dish(id: 2, title: "Shakshuka", minutes: 25)]

    var body: some View {
        NavigationStack(path: $route) {
            List(dishes) { dish in
                NavigationLink(value: Route.dish(dish)) {
                    HStack {
                        Text(dish.title)
                        Spacer()
                        Text("\(dish.minutes) min").foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Cookbook")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .dish(let dish):
                    DishDetail(dish: dish)
                case .settings:
                    Text("Settings")
                }
            }
            .toolbar {
                Button {
                    route.append(.settings)
                } label: {
                    Image(systemName: "gear")
                }
            }
        }
    }
}

struct DishDetail: View {
    let dish: Dish
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(dish.title).font(.largeTitle).bold()
                Label("\(dish.minutes) minutes", systemImage: "clock")
                NavigationLink("Similar dishes") {
                    Text("Nothing similar yet")
                }
                Button("Back to list") { dismiss() }
                    .buttonStyle(.borderedProminent)
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .navigationTitle(dish.title)
    }
}

struct OldStyleLinks: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("About", destination: Text("Version 1"))
                NavigationLink(destination: Text("Help")) {
                    Label("Help", systemImage: "questionmark.circle")
                }
            }
        }
    }
}
