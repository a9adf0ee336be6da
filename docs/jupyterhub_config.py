# A JupyterHub that serves cudarepl to a class: Debian 12's jupyterhub (3.0) with its
# configurable-http-proxy. docs/jupyterhub.md explains each part; tests/hub/ runs a hub with
# this file (replacing only the login, the spawner and the hub's ports and state).
c = get_config()  # noqa: F821 (defined by jupyterhub when it loads this file)

# Where the class connects. Put TLS in front (nginx or Apache as a reverse proxy, or
# c.JupyterHub.ssl_cert and ssl_key) before anyone types a password into it.
c.JupyterHub.bind_url = "http://127.0.0.1:8000"

# The hub's state (Debian's package makes /var/lib/jupyterhub)
c.JupyterHub.db_url = "sqlite:////var/lib/jupyterhub/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = "/var/lib/jupyterhub/jupyterhub_cookie_secret"
c.ConfigurableHTTPProxy.pid_file = "/var/lib/jupyterhub/jupyterhub-proxy.pid"

# Who may log in: accounts of this machine (PAM, the default login), the class and its teacher
# only. For a whole Unix group instead: c.PAMAuthenticator.allowed_groups = {"cuda-class"}
c.Authenticator.allowed_users = {"alice", "bob", "carol"}
c.Authenticator.admin_users = {"teacher"}

# Each student's notebook server runs as that student (LocalProcessSpawner, the default):
# Debian's classic Notebook, which offers every kernelspec installed on the machine, cudarepl's
# among them (docs/jupyterhub.md, "The kernel for everyone").
c.Spawner.cmd = ["/usr/bin/jupyterhub-singleuser"]
c.Spawner.default_url = "/tree"
# A kernel nobody used for an hour is shut down by the student's server (what its device memory
# held is gone; the notebook stays)
c.Spawner.args = ["--MappingKernelManager.cull_idle_timeout=3600",
                  "--MappingKernelManager.cull_interval=300"]

# cudarepl's own limit on each kernel: the host memory a kernel's device memory may take
# (docs/jupyterhub.md, "Limits"); the step budget needs no setting.
c.Spawner.environment = {"CUDAREPL_MEMORY_CAP": "2G"}
