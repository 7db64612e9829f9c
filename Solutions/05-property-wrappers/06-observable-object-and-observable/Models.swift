// The data of this exercise, and a pretend server; nothing to change here.

struct User: Identifiable, Equatable {
    let id: Int
    let name: String
}

/// Where a request stands: still loading (perhaps with placeholder content to show meanwhile), loaded, or
/// failed.
enum LoadState<Value> {
    case loading(skeleton: Value?)
    case success(Value)
    case failure(any Error)
}

/// A server in memory: it answers after letting other work run once, never sleeps, never fails.
enum MockServer {
    static func fetchUsers() async throws -> [User] {
        await Task.yield()
        return [User(id: 1, name: "Aiko"), User(id: 2, name: "Ben")]
    }
}

/// What the header says about the selection, given the users and the selected id.
func selectionTitle(users: LoadState<[User]>, selection: User.ID?) -> String {
    guard let selection else { return "No selection" }
    guard case .success(let users) = users, let user = users.first(where: { $0.id == selection }) else {
        return "Selected: #\(selection)"
    }
    return "Selected: \(user.name)"
}
