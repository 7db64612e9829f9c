// check: runs
// The task asks for the likes as a number that the host keeps for the post: `PostView` stores its title and one
// `State<Int>`, and no box. (A box kept under `@StateObject` also survives a refresh, but it is an object holding
// one number, where the host can keep the number itself.)
@testable import Exercise04_1

let stored = Mirror(reflecting: PostView(title: "Lists, identified")).children.map { "\(type(of: $0.value))" }
print("what PostView stores:", stored.sorted())

/* expected output:
what PostView stores: ["State<Int>", "String"]
*/
