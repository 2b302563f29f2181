import Foundation

final class Session {
    static let current = Session()

    private let defaults = UserDefaults.standard
    private let tokenKey = "session.token"

    var isSignedIn: Bool {
        defaults.string(forKey: tokenKey) != nil
    }

    func signIn(token: String) {
        defaults.set(token, forKey: tokenKey)
    }

    func signOut() {
        defaults.removeObject(forKey: tokenKey)
    }
}
